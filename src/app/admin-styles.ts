// Mantine's styles for the components only the back office uses, loaded with its code
// (admin-layout.tsx) so that public pages never wait for them; the rest are in src/ui/styles.ts.
// Loaded after the app's stylesheets, these win a tie with an app rule: no app rule styles these
// components today. Same order as there.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Table.css';
