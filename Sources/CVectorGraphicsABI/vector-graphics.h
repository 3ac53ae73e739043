// The few types of librsvg, poppler-glib, cairo and GLib that Images passes to and reads from
// their functions, declared as those libraries' stable ABI (the same members in the same order
// as in their headers: glib/gerror.h, librsvg/rsvg.h). No library is linked and no system
// header is needed to build: Images opens the libraries with dlopen when an SVG or PDF is
// first read (VectorGraphicsLibrary.swift). VectorGraphicsABITests checks every size and
// offset here against the libraries' own headers.
#include <stddef.h>
#include <stdint.h>

typedef int gboolean;
typedef unsigned char guint8;
typedef size_t gsize;

/// GLib's error: its domain, code and message (glib/gerror.h).
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} GError;

/// A rectangle in librsvg's user units (librsvg/rsvg.h, since 2.46).
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// cairo's pixel format for 32-bit premultiplied ARGB, native endian (cairo.h).
static const int32_t CAIRO_FORMAT_ARGB32 = 0;
/// cairo's status when nothing went wrong (cairo.h).
static const int32_t CAIRO_STATUS_SUCCESS = 0;
