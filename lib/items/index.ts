/** Equipment items: the twelve slots, model keys, upstream row shapes, the resolver and the ko/zh tables. */
export * from './slots.ts';
export * from './resolver.ts';
