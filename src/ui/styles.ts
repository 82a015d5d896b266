// The stylesheets of the app, in the order they must apply: Mantine's, then the fonts, then the app's.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fonts.css';
import './global.css';
