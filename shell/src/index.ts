import { startShell } from './features/page-startup/start-shell';

// Everything from here to an interactive page is in features/page-startup.
void startShell();
