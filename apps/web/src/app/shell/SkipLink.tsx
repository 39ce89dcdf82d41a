import { type CSSProperties, useState } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

const base: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 16px',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-anchor)',
  fontWeight: 600,
  boxShadow: 'var(--mantine-shadow-md)',
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
};
// Off screen until focused: keyboard users meet it as the first tab stop, mouse users never see it.
const hidden: CSSProperties = { ...base, transform: 'translateY(-200%)' };

/** "Skip to content": the first tab stop; moves focus past the header and menu to the page itself. */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? base : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus the page without putting a hash in the address (the router owns the URL).
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      Skip to content
    </a>
  );
}
