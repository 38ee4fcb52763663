// Self-hosted fonts, latin subset only, just the weights in use (DESIGN.md: no font CDN).
// Headings: Cormorant Garamond 500/600; text: Inter 400/500/600.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
