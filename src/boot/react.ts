// React and ReactDOM, evaluated first (see src/main.tsx).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

export { createRoot, StrictMode, startTransition };
