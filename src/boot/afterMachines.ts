// A pause in the app's evaluation (see src/main.tsx): the state machines (and the API calls and contracts they use)
// are done; the screens come next.
import { yieldToBrowser } from './yieldToBrowser';

await yieldToBrowser();
