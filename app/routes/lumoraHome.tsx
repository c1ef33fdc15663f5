// A brand home route: the same page as "/", for the brand whose host it is opened on.
export { default, handle, loader, meta } from "./_index/route";
