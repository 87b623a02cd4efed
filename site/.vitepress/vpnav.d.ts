/**
 * Types for VitePress's own nav component, which LazyNav.ts wraps. tsconfig's `paths` maps the
 * import here so the type checker does not check VitePress's shipped .vue sources as ours.
 */
import type { DefineComponent } from 'vue';

declare const VPNav: DefineComponent<object, object, unknown>;
export default VPNav;
