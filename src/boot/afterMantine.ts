// A pause in the app's evaluation (see src/main.tsx): Mantine and the theme are done; the app's own code comes next.
import { yieldToBrowser } from './yieldToBrowser';

await yieldToBrowser();
