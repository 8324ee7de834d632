// A pause in the app's evaluation (see src/main.tsx): React and ReactDOM are done; Mantine comes next.
import { yieldToBrowser } from './yieldToBrowser';

await yieldToBrowser();
