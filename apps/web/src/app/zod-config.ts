import { config } from 'zod';

// The CSP allows no eval: zod would probe for it with `new Function`, which the browser reports as a
// violation. Imported first by main.tsx, before any module can parse with a schema.
config({ jitless: true });
