// ncursesw for Swift. The wide-character API (cchar_t, setcchar, wadd_wch, wget_wch) is
// declared only when NCURSES_WIDECHAR is defined before curses.h, and SwiftPM drops
// pkg-config's -D flags, so it is defined here. Macros Swift cannot import (mouse masks and
// attribute bits built with casts) are offered as small inline functions.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
// backtrace(3), for the backtrace the terminal restorer prints when the session crashes.
#include <execinfo.h>

/// The mouse events the preview asks for: button 1 pressed, released and clicked.
static inline mmask_t cncurses_click_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED;
}

/// Whether a mouse event is a button-1 press or click.
static inline int cncurses_is_click(mmask_t state) {
    return (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) != 0;
}

/// The bold attribute bit.
static inline attr_t cncurses_bold(void) { return A_BOLD; }

/// The normal attribute (no bits).
static inline attr_t cncurses_normal(void) { return A_NORMAL; }

/// The standard screen window (a C global Swift 6 treats as shared mutable state).
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }

/// How many colour pairs the terminal has (after start_color).
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }

/// Frees the terminal set up by setupterm.
static inline void cncurses_free_terminal(void) {
    if (cur_term != NULL) del_curterm(cur_term);
}

/// The window ncurses keeps of what the terminal shows (a C global, as stdscr).
static inline WINDOW *cncurses_curscr(void) { return curscr; }
