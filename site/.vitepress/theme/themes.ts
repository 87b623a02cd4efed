/**
 * The site's three themes: light, dark (VitePress's own `dark` class and stored choice) and high
 * contrast (dark plus the `high-contrast` class, with its own stored flag; style.css holds its
 * colours). `cycleTheme()` steps light → dark → high contrast → light, for a theme switch or a
 * keyboard shortcut; the head script in config.ts applies a stored high contrast before first paint.
 */
import { ref, watch, type Ref } from 'vue';

export const THEMES = ['light', 'dark', 'contrast'] as const;
export type ThemeName = (typeof THEMES)[number];
/** localStorage key of the high-contrast flag ('1' when on). */
export const CONTRAST_KEY = 'ffxiv-dyes-high-contrast';
export const CONTRAST_CLASS = 'high-contrast';

/** The theme shown, kept in step by setTheme (and read from the page when the theme starts). */
export const theme = ref<ThemeName>('light');
let isDark: Ref<boolean> | null = null;

/** Called once by the theme's setup with VitePress's dark-mode ref. */
export function connectThemes(dark: Ref<boolean>): void {
  isDark = dark;
  const contrast = document.documentElement.classList.contains(CONTRAST_CLASS);
  theme.value = contrast ? 'contrast' : dark.value ? 'dark' : 'light';
  if (contrast && !dark.value) dark.value = true;
  // VitePress's own light/dark switch changes the ref directly: follow it.
  watch(dark, (on) => {
    if (!on && theme.value !== 'light') setTheme('light');
    else if (on && theme.value === 'light') setTheme('dark');
  });
}

export function setTheme(name: ThemeName): void {
  const contrast = name === 'contrast';
  document.documentElement.classList.toggle(CONTRAST_CLASS, contrast);
  try {
    if (contrast) localStorage.setItem(CONTRAST_KEY, '1');
    else localStorage.removeItem(CONTRAST_KEY);
  } catch {
    // Storage disabled: the theme still applies to this page.
  }
  if (isDark) isDark.value = name !== 'light';
  else document.documentElement.classList.toggle('dark', name !== 'light');
  theme.value = name;
}

/** The next theme in THEMES order; returns the theme now shown. */
export function cycleTheme(): ThemeName {
  const next = THEMES[(THEMES.indexOf(theme.value) + 1) % THEMES.length]!;
  setTheme(next);
  return next;
}

/** Inline head script: high contrast before first paint (VitePress's own script sets `dark`). */
export const CONTRAST_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(CONTRAST_KEY)})==='1'){document.documentElement.classList.add(${JSON.stringify(CONTRAST_CLASS)},'dark')}}catch(e){}`;
