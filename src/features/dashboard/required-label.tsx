/** A field label with the '*' of required fields; screen readers hear 'required' from the input instead. */
export function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span aria-hidden="true"> *</span>
    </>
  );
}
