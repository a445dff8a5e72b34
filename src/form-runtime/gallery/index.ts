/** The widget gallery page (a menu page under online development). */
export { WidgetGalleryPage } from './widget-gallery-page.tsx';
