import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
