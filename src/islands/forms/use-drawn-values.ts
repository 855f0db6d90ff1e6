import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * For a form that may hydrate after the reader has started (`client:intent`, `client:visible`):
 * what was typed or autofilled into the server-drawn inputs before then stays in them (React keeps
 * an input's value when it hydrates), and this hands it to the form's state once, when the form
 * first runs, so the checks and the request see what the reader sees. Without it, the next render
 * would put the state's empty value back into the input.
 *
 * Returns `refFor(name)`, to put on each input as its `ref`.
 */
export function useDrawnValues<V extends Record<string, string>>(initial: V, setValues: Dispatch<SetStateAction<V>>) {
  const drawn = useRef<Partial<Record<keyof V, Input>> | null>({});
  useEffect(() => {
    // The inputs' values now, not when they were first seen: a keystroke may have landed in between.
    const typed = Object.entries(drawn.current ?? {})
      .map(([name, input]) => [name, input!.value] as const)
      .filter(([name, value]) => value !== initial[name]);
    drawn.current = null;
    if (typed.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
  }, []); // once, on the first run: later renders are the state's own
  return (name: keyof V & string) => (input: Input | null) => {
    if (input && drawn.current) drawn.current[name] = input;
  };
}
