/**
 * Anything a page, a bot or a hand-edited URL can hand the gradient and mixer functions: each call
 * either answers or throws a ValidationError naming the field (with the value it received cut to a
 * readable length) — never a TypeError, a NaN colour or a hang.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildGradient, findBestMix, mixDyes, ValidationError } from '../../lib/index.ts';

// A fixed seed by default, so the floor on valid requests per property below holds on every run;
// FUZZ_SEED explores others (fast-check prints the seed of any counterexample).
fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 1) });

const HEX = /^#[0-9A-F]{6}$/;
// Mostly well-formed, so the answering paths run too; the rest is junk of every shape.
const colorInput = fc.oneof(
  { arbitrary: fc.record({ hex: fc.stringMatching(/^#?[0-9a-fA-F]{6}$/) }), weight: 8 },
  { arbitrary: fc.record({ dye: fc.oneof(fc.integer({ min: 1, max: 130 }), fc.constant(5729)) }), weight: 4 },
  { arbitrary: fc.record({ hex: fc.string() }), weight: 1 },
  { arbitrary: fc.record({ dye: fc.oneof(fc.integer({ min: -10, max: 6000 }), fc.double()) }), weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

let answered = 0;
/** Runs `call`; a throw must be a ValidationError naming a field; an answer must pass `check`. */
function answersOrExplains<T>(call: () => T, check: (value: T) => void): void {
  let value: T;
  try {
    value = call();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    const { field, message, received } = error as ValidationError;
    // A name: a parameter, `colors[1].parts`, or an unknown option key the fuzzer made up (`A0`).
    expect(field).toMatch(/^[a-zA-Z][a-zA-Z0-9]*(\[\d+\])?(\.[a-zA-Z]+)*$/);
    expect(message.length).toBeLessThan(300);
    if (typeof received === 'string') expect(received.length).toBeLessThanOrEqual(41);
    return;
  }
  answered++;
  check(value);
}

describe('fuzzing the gradient and mixer inputs', () => {
  it('buildGradient', () => {
    answered = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            stops: fc.oneof(
              { arbitrary: fc.array(colorInput, { minLength: 1, maxLength: 6 }), weight: 8 },
              { arbitrary: fc.anything(), weight: 1 },
            ),
            steps: fc.oneof(
              { arbitrary: fc.integer({ min: 0, max: 26 }), weight: 8 },
              { arbitrary: fc.double(), weight: 1 },
              { arbitrary: fc.anything(), weight: 1 },
            ),
            space: maybe(fc.constantFrom('oklab', 'oklch', 'lab', 'linear', 'srgb', 'hsv', '')),
            method: maybe(fc.constantFrom('ciede2000', 'oklab', 'rgb', 'nope')),
            unique: maybe(fc.boolean()),
            filters: maybe(fc.record({ metallic: maybe(fc.boolean()), pastel: maybe(fc.boolean()) })),
          }),
          fc.anything(),
        ),
        (request) =>
          answersOrExplains(
            () => buildGradient(request as Parameters<typeof buildGradient>[0]),
            (g) => {
              expect(g.steps.length).toBeGreaterThanOrEqual(2);
              for (const s of g.steps) expect(s.ideal).toMatch(HEX);
            },
          ),
      ),
      { numRuns: 400 },
    );
    expect(answered, 'valid requests among the runs').toBeGreaterThan(5);
  });

  it('mixDyes', () => {
    answered = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            colors: fc.oneof(
              {
                arbitrary: fc.array(
                  fc.record({
                    color: colorInput,
                    parts: fc.oneof(
                      { arbitrary: fc.integer({ min: -1, max: 120 }), weight: 8 },
                      { arbitrary: fc.double(), weight: 1 },
                      { arbitrary: fc.anything(), weight: 1 },
                    ),
                  }),
                  { minLength: 1, maxLength: 5 },
                ),
                weight: 8,
              },
              { arbitrary: fc.anything(), weight: 1 },
            ),
            mode: maybe(fc.constantFrom('spectral', 'oklab', 'linear', 'srgb', 'ryb', 'cmyk')),
            count: maybe(fc.oneof(fc.integer({ min: -1, max: 10 }), fc.double())),
          }),
          fc.anything(),
        ),
        (request) =>
          answersOrExplains(
            () => mixDyes(request as Parameters<typeof mixDyes>[0]),
            (m) => {
              expect(m.hex).toMatch(HEX);
              expect(m.closest.length).toBeGreaterThan(0);
            },
          ),
      ),
      { numRuns: 400 },
    );
    expect(answered, 'valid requests among the runs').toBeGreaterThan(5);
  });

  it('findBestMix (over the four pastel dyes, to keep each search short)', () => {
    answered = 0;
    fc.assert(
      fc.property(
        fc.record({
          target: colorInput,
          mode: maybe(fc.constantFrom('spectral', 'oklab', 'ryb', 'paint')),
          grid: maybe(fc.oneof(fc.integer({ min: 0, max: 120 }), fc.double())),
          count: maybe(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double())),
          timeLimitMs: maybe(fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.double())),
        }),
        (request) =>
          answersOrExplains(
            () => findBestMix({ ...(request as Parameters<typeof findBestMix>[0]), filters: { pastel: true } }),
            (r) => {
              for (const c of r.results) expect(c.hex).toMatch(HEX);
              expect(r.results.length).toBeLessThanOrEqual(6); // 4 pastel dyes: at most 6 pairs
            },
          ),
      ),
      { numRuns: 200 },
    );
    expect(answered, 'valid requests among the runs').toBeGreaterThan(5);
  });
});
