/**
 * VitePress's nav bar, hydrated when the page is idle instead of inside the page's one long
 * hydration task (see lazy.ts). config.ts points Layout.vue's own import of it here (VitePress's
 * documented way to override an internal component); this module imports the original by its
 * package path, which that alias does not match.
 */
import VPNav from 'vitepress/dist/client/theme-default/components/VPNav.vue';
import { hydrateWhenIdle } from '../../tools/shared/lazy.ts';

export default hydrateWhenIdle(VPNav);
