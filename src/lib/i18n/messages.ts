/**
 * What another language's catalogue must hold, given the English one: every key, each message a string or a
 * function of the same parameters. `hi satisfies Messages<typeof en>` fails the type check on a missing or extra key.
 */
export type Messages<English> = {
  readonly [Key in keyof English]: English[Key] extends (...args: infer Args) => string
    ? (...args: Args) => string
    : English[Key] extends string
      ? string
      : Messages<English[Key]>;
};
