/**
 * Moves the focus to the first invalid field in `container` once the errors just set are drawn (the next frame): a
 * refused submit takes the visitor to what needs mending.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
