// The screen walk (every-screen-walk.ts) at 360 px.
import { SCREEN_WIDTHS } from '../../support/screens';
import { walkEveryScreen } from './every-screen-walk';

walkEveryScreen(SCREEN_WIDTHS[0]);
