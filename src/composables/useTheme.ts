import { useColorMode } from '@vueuse/core'
import { computed } from 'vue'
import { THEME_STORAGE_KEY } from '@/persistence/theme'

/**
 * The colour theme: the system's (prefers-color-scheme) until the user picks one, then
 * the pick, remembered (localStorage, src/persistence/theme.ts). It sets `data-theme` on <html>, which the tokens in styles.css
 * follow. Transitions are left alone: disabling them means injecting a <style>, which the
 * Content-Security-Policy forbids.
 */
export function useTheme() {
  const mode = useColorMode({
    attribute: 'data-theme',
    storageKey: THEME_STORAGE_KEY,
    disableTransition: false,
  })
  const dark = computed(() => mode.state.value === 'dark')
  function toggle(): void {
    mode.value = dark.value ? 'light' : 'dark'
  }
  return { dark, toggle }
}

/**
 * A token's value in the current theme, for drawing on a canvas (which cannot read
 * CSS custom properties itself); `fallback` when there is no page (tests in Node).
 */
export function themeColor(token: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim() || fallback
}
