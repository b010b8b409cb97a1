/**
 * A mocked answer the test releases by hand, to look at the screen while a request is in flight
 * (optimistic updates, loading states) without any timing.
 */
export function holdResponse<Value>() {
  let release: (value: Value) => void = () => undefined;
  const answered = new Promise<Value>((resolve) => {
    release = resolve;
  });
  return { answered, release: (value: Value) => release(value) };
}
