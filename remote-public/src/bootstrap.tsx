import { startStandalone } from '@sportif/runtime/standalone';
import { StandaloneApp } from './standalone-app';
// In the site the shell brings the design tokens; on its own page the remote brings them itself.
import '@sportif/ui/tokens.css';

startStandalone(<StandaloneApp />);
