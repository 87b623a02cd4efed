// Every message file of one language, in one chunk (see ../index.ts).
export default import.meta.glob('../locales/ko/*.json', { eager: true, import: 'default' });
