import type { ProductCardData } from "~/services/catalogue/product-cards.server";

/** A product card with nothing set (no flags, promotion, tags or parameters), in stock: tests spread it and change what they test. */
export const plainCard: ProductCardData = {
  id: 42,
  barcode: "8433325012345",
  replaceBarcode: null,
  model: "AF-55B",
  name: "Air fryer",
  image: null,
  params: [],
  tags: [],
  isNew: false,
  restock: false,
  top: false,
  offShelves: false,
  presale: false,
  offlineOnly: false,
  notOnline: false,
  minOrderQty: 1,
  saleDouble: 1,
  pkgNum: 1,
  priceMinor: 4085,
  activityPriceMinor: null,
  activityRateBp: null,
  vipType: 0,
  stock: { available: 250, inTransit: 0, notCheckStock: false },
  promotion: null,
};
