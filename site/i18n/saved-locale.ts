/** Where the language the user picked is remembered (localStorage; read before the first render). */
export const SAVED_LOCALE_KEY = 'ffxiv-dyes:locale';
