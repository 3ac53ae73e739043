// zlib, for its CRC-32 (the checksum of PNG chunks): the library libpng itself decodes with.
#include <zlib.h>
