/**
 * A small classic script for every page's `<head>`: until the page is live (`<html data-live>`,
 * set by the theme), a file dropped on a drop zone (`[data-drop-zone="<name>"]`), or pasted on a
 * page whose zone takes pastes (`data-takes-paste`), is kept for the tool instead of being lost on
 * the server-rendered zone, which has no handler yet. Without it the browser opens a dropped file
 * in place of the site. The theme takes the file when the zone mounts (theme/early-files.ts).
 */
export const EARLY_FILES_GLOBAL = '__ffxivDyesEarlyFiles';

export const EARLY_FILES_SCRIPT =
  `(()=>{const kept=window[${JSON.stringify(EARLY_FILES_GLOBAL)}]=[];` +
  `const live=()=>document.documentElement.hasAttribute('data-live');` +
  `const zone=e=>live()||!(e.target instanceof Element)?null:e.target.closest('[data-drop-zone]');` +
  `const keep=(z,f)=>{if(f)kept.push({zone:z.getAttribute('data-drop-zone'),file:f})};` +
  `addEventListener('dragover',e=>{if(zone(e))e.preventDefault()});` +
  `addEventListener('drop',e=>{const z=zone(e);if(!z)return;e.preventDefault();keep(z,e.dataTransfer&&e.dataTransfer.files[0])});` +
  `addEventListener('paste',e=>{const z=live()?null:document.querySelector('[data-drop-zone][data-takes-paste]');` +
  `const i=z&&e.clipboardData?[...e.clipboardData.items].find(i=>i.kind==='file'):null;if(!i)return;e.preventDefault();keep(z,i.getAsFile())})})()`;
