// A brand's product list address: the same page as /productList (which redirects to the brand's own).
export { default, handle, loader, meta } from "../productList/route";
