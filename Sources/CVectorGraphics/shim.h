// The real headers of librsvg (SVG) and poppler-glib (PDF), both drawing with cairo, for
// VectorGraphicsABITests alone: the program opens the libraries with dlopen and builds with
// the declarations of CVectorGraphicsABI, which the test checks against these. One module, so
// that GLib's and cairo's types are one set of types. poppler-glib's headers are named by their
// path under /usr/include, since pkg-config names only librsvg's include folders.
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <poppler/glib/poppler.h>
