/**
 * The room a page leaves under its content on a phone for the profile's bottom tab bar (the bar is 64 px tall), so
 * nothing ends up hidden under it; whatever is held at the bottom of the screen sits above it.
 */
export const BOTTOM_BAR_ROOM = 72;

/** The height of the profile tabs' row under the header on a wider screen (each tab a 48 px target). */
export const TABS_ROW_HEIGHT = 48;
