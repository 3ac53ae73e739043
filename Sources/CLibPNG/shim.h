#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// A PNG written for Swift, which cannot catch libpng's errors (they longjmp back to a setjmp):
// the image data is compressed in parts at once, each asking for its rows one at a time (so no
// copy of the picture in the written form is ever held whole), then libpng writes the PNG
// around it, which comes back in one malloc'ed block.

/// Fills `row` (width × channels bytes) with row `y` of the picture.
typedef void (*lt_png_row_source)(void *context, unsigned y, unsigned char *row);

typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int out_of_memory;
    char message[200];
} lt_png_output;

/// Appends `length` bytes to `output`, growing it; 0 when memory runs out.
static inline int lt_output_append(lt_png_output *output, const unsigned char *data, size_t length) {
    if (output->count + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity : 65536;
        while (capacity < output->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(output->bytes, capacity);
        if (!grown) {
            output->out_of_memory = 1;
            return 0;
        }
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, length);
    output->count += length;
    return 1;
}
static inline void lt_png_append(png_structp png, png_bytep data, size_t length) {
    if (!lt_output_append((lt_png_output *)png_get_io_ptr(png), data, length)) png_error(png, "out of memory for the PNG's bytes");
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

/// The zlib level the PNG's image data is compressed at: libpng's simplified writer's with
/// PNG_IMAGE_FLAG_FAST.
#define LT_PNG_ZLIB_LEVEL 3

/// One part of a picture's image data, deflated apart from the others so that the parts can be
/// compressed at once on several cores (as pigz does): rows `first` to `first + count - 1`, each
/// PNG's filter byte 0 ("none") and the row from `source`, as raw deflate at LT_PNG_ZLIB_LEVEL,
/// ending on a byte boundary (Z_SYNC_FLUSH, no final block) unless `last` (Z_FINISH), so that the
/// parts written one after another are one deflate stream. The bytes go to `output`, the
/// Adler-32 of the part's uncompressed bytes to `adler`. 1 on success; 0 with the reason in
/// `output->message`.
static inline int lt_png_deflate_rows(unsigned row_bytes, unsigned first, unsigned count, int last, unsigned char *row_buffer,
                                      lt_png_row_source source, void *context, lt_png_output *output, unsigned long *adler) {
    memset(output, 0, sizeof *output);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, LT_PNG_ZLIB_LEVEL, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        strcpy(output->message, "zlib cannot start compressing");
        return 0;
    }
    unsigned char chunk[65536];
    unsigned long sum = adler32(0L, Z_NULL, 0);
    int ok = 1;
    for (unsigned y = first; y < first + count && ok; y++) {
        row_buffer[0] = 0;
        source(context, y, row_buffer + 1);
        sum = adler32(sum, row_buffer, row_bytes + 1);
        stream.next_in = row_buffer;
        stream.avail_in = row_bytes + 1;
        int flush = y + 1 < first + count ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH);
        do {
            stream.next_out = chunk;
            stream.avail_out = sizeof chunk;
            int status = deflate(&stream, flush);
            if (status == Z_STREAM_ERROR || !lt_output_append(output, chunk, sizeof chunk - stream.avail_out)) {
                ok = 0;
                break;
            }
        } while (stream.avail_out == 0);
    }
    deflateEnd(&stream);
    if (!ok) {
        strcpy(output->message, output->out_of_memory ? "out of memory for the PNG's bytes" : "zlib cannot compress the rows");
        free(output->bytes);
        output->bytes = NULL;
        output->count = 0;
        return 0;
    }
    *adler = sum;
    return 1;
}

/// Writes an 8-bit sRGB PNG of `width` × `height` pixels, RGB (`channels` 3) or RGBA (4), whose
/// image data is `count` parts made by `lt_png_deflate_rows` in row order (`raw_lengths`: the
/// uncompressed bytes of each): libpng writes the signature, IHDR, sRGB and the chunks' framing
/// and checksums; the one IDAT holds the zlib header, the parts and the Adler-32 of them all
/// (combined as zlib combines them); then IEND. 1 on success, else 0 with the reason.
static inline int lt_png_write_deflated(unsigned width, unsigned height, int channels, lt_png_output *const *parts,
                                        const unsigned long *adlers, const size_t *raw_lengths, int count, lt_png_output *output) {
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
    // zlib's header: deflate with a 32 KB window (0x78), the level's flag for levels 2 to 5 and
    // the check bits that make the pair a multiple of 31 (0x5E).
    static const unsigned char header[2] = {0x78, 0x5E};
    size_t length = sizeof header + 4;
    unsigned long sum = adlers[0];
    for (int i = 0; i < count; i++) {
        length += parts[i]->count;
        if (i > 0) sum = adler32_combine(sum, adlers[i], (z_off_t)raw_lengths[i]);
    }
    if (length > PNG_UINT_31_MAX) png_error(png, "the picture's compressed data is larger than a PNG chunk holds");
    unsigned char trailer[4] = {(unsigned char)(sum >> 24), (unsigned char)(sum >> 16), (unsigned char)(sum >> 8), (unsigned char)sum};
    png_write_chunk_start(png, (png_const_bytep)"IDAT", (png_uint_32)length);
    png_write_chunk_data(png, header, sizeof header);
    for (int i = 0; i < count; i++) png_write_chunk_data(png, parts[i]->bytes, parts[i]->count);
    png_write_chunk_data(png, trailer, sizeof trailer);
    png_write_chunk_end(png);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    return 1;
}
