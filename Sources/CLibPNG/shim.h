#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// libpng's row-by-row writer behind one call, for Swift, which cannot catch libpng's errors
// (they longjmp back to a setjmp): the picture is asked for one row at a time, so no copy of
// it in the written form is ever held whole, and the PNG comes back in one malloc'ed block.

/// Fills `row` (width × channels bytes) with row `y` of the picture.
typedef void (*lt_png_row_source)(void *context, unsigned y, unsigned char *row);

typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int out_of_memory;
    char message[200];
} lt_png_output;

static inline void lt_png_append(png_structp png, png_bytep data, size_t length) {
    lt_png_output *output = (lt_png_output *)png_get_io_ptr(png);
    if (output->count + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity : 65536;
        while (capacity < output->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(output->bytes, capacity);
        if (!grown) {
            output->out_of_memory = 1;
            png_error(png, "out of memory for the PNG's bytes");
        }
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, length);
    output->count += length;
}

static inline void lt_png_flush(png_structp png) { (void)png; }

static inline void lt_png_fail(png_structp png, png_const_charp message) {
    lt_png_output *output = (lt_png_output *)png_get_error_ptr(png);
    strncpy(output->message, message ? message : "unknown libpng error", sizeof output->message - 1);
    output->message[sizeof output->message - 1] = 0;
    png_longjmp(png, 1);
}

static inline void lt_png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Writes an 8-bit sRGB PNG of `width` × `height` pixels, RGB (`channels` 3) or RGBA with
/// straight alpha (4), without filters at zlib level 3: what libpng's simplified writer does
/// with PNG_IMAGE_FLAG_FAST. `row_buffer` holds one row. On success returns 1 and the bytes in
/// `output` (free `output->bytes`); on failure 0 and the reason in `output->message`.
static inline int lt_png_write(unsigned width, unsigned height, int channels, unsigned char *row_buffer,
                               lt_png_row_source source, void *context, lt_png_output *output) {
    memset(output, 0, sizeof *output);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, lt_png_fail, lt_png_ignore_warning);
    if (!png) {
        strcpy(output->message, "libpng cannot start a PNG");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(output->message, "libpng cannot start a PNG");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(output->bytes);
        output->bytes = NULL;
        output->count = 0;
        return 0;
    }
    png_set_write_fn(png, output, lt_png_append, lt_png_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_NO_FILTERS);
    png_set_compression_level(png, 3);
    for (unsigned y = 0; y < height; y++) {
        source(context, y, row_buffer);
        png_write_row(png, row_buffer);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
