import { startStandalone } from '@sportif/runtime/standalone';
import { StandaloneApp } from './standalone-app';

startStandalone(<StandaloneApp />);
