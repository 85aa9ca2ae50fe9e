/**
 * The colour theme the user picked, in localStorage under THEME_STORAGE_KEY. It is
 * written and read by VueUse's useColorMode (src/composables/useTheme.ts: 'light',
 * 'dark', or no entry for "follow the system"); the key is here so every key the
 * app keeps in the browser is named in this folder.
 */
export const THEME_STORAGE_KEY = 'sudoku-lab-theme'
