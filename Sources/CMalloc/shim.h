// glibc's allocator settings (mallopt), which Swift's Glibc module leaves out.
#include <malloc.h>
