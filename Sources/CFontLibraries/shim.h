// The font libraries, in one module so that FreeType's types are one set of types: FreeType
// (glyphs), fontconfig (finding fonts) and HarfBuzz with its FreeType binding (shaping: which
// glyph a cluster of characters is drawn with, such as an emoji ZWJ sequence); FreeType's TrueType
// tables give a font's declared weight (OS/2).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ft.h>
