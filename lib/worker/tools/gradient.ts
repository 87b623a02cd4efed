/** The gradient tool's engine method: the typed function itself (lib/gradient), dyes in the request's locale. */
import { buildGradient } from '../../gradient/index.ts';

export const gradientTools = {
  /** A gradient with its dyes; a bad request rejects with a message naming the field. */
  gradient: buildGradient,
};
