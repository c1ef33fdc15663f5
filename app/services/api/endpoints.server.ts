/**
 * The API's resources (decision 0107): each one's path, scope, parameters, answer and work. The
 * routes (app/routes/api.[v1.0].*) hand their request to one of these through the pipeline, and
 * the OpenAPI document is generated from the same list.
 */
import { API_PAGE_DEFAULT } from "~/domain/api-access";
import { storage } from "~/services/platform/storage.server";
import { storedFileResponse } from "~/services/platform/stored-file-response.server";
import { API_CACHE_CONTROL } from "./answers.server";
import { categoriesOf, productById, productPage, productStock, readableDocument, stockPage } from "./catalogue.server";
import { productImageResponse, productImages } from "./images.server";
import { defineEndpoint } from "./pipeline.server";
import { answers, documentPath, imagePath, noQuery, pageQuery, productPath, productsQuery } from "./schemas";
import { z } from "zod";

const noParams = z.object({});

export const productsEndpoint = defineEndpoint({
  path: "/products",
  operationId: "listProducts",
  summary: "Products, page by page",
  description:
    "The brand's products within your account's sales scope, ordered by their last change, then id: read page after page with `cursor` for a full sync, or from `updatedSince` for what changed. Prices are yours (promotion and own rate applied, as in the cart). Products taken off the market stay, with `onMarket: false`. A product's `updatedAt` also moves when a promotion of it is changed, and within a minute of one starting or ending; your own rate is not in it: after your salesperson changes it, run a full sync.",
  scope: "products",
  query: productsQuery,
  params: noParams,
  answer: answers.products,
  run: ({ client, lng, now }, { query }) =>
    productPage(client, lng, { limit: query.limit ?? API_PAGE_DEFAULT, cursor: query.cursor, updatedSince: query.updatedSince, categoryId: query.category }, now),
});

export const productEndpoint = defineEndpoint({
  path: "/products/{id}",
  operationId: "getProduct",
  summary: "One product",
  description: "A product with its sub-barcodes, usage instructions and documents; its parameters with the `parameters` scope.",
  scope: "products",
  query: noQuery,
  params: productPath,
  answer: answers.product,
  run: ({ client, lng, now }, { params }) => productById(client, lng, params.id, now),
});

export const productImagesEndpoint = defineEndpoint({
  path: "/products/{id}/images",
  operationId: "listProductImages",
  summary: "A product's pictures",
  description: "The addresses of the product's pictures, first the main one. They carry the brand's mark unless your account is approved for unwatermarked images.",
  scope: "images",
  query: noQuery,
  params: productPath,
  answer: answers.images,
  run: ({ client }, { params }) => productImages(client, params.id),
});

export const productImageEndpoint = defineEndpoint({
  path: "/products/{id}/images/{n}",
  operationId: "getProductImage",
  summary: "One picture's bytes",
  description: "The picture itself (JPEG, PNG or WebP as stored), with `ETag` and byte ranges; asked with the same token and headers.",
  scope: "images",
  query: noQuery,
  params: imagePath,
  answer: { file: ["image/jpeg", "image/png", "image/webp"] },
  run: ({ client, request }, { params }) => productImageResponse(request, storage(), client, params.id, params.n),
});

export const productDocumentEndpoint = defineEndpoint({
  path: "/products/{id}/documents/{documentId}",
  operationId: "getProductDocument",
  summary: "One document's bytes",
  description: "A manual or specification sheet listed with the product, as a download.",
  scope: "products",
  query: noQuery,
  params: documentPath,
  answer: { file: ["application/pdf"] },
  run: async ({ client, request }, { params }) => {
    const document = await readableDocument(client, params.id, params.documentId);
    return storedFileResponse(request, storage(), document.storageKey, { cacheControl: API_CACHE_CONTROL, fileName: document.fileName });
  },
});

export const stockEndpoint = defineEndpoint({
  path: "/stock",
  operationId: "listStock",
  summary: "Stock, page by page",
  description: "Available, in transit and expected arrival of the brand's products within your sales scope, ordered by the stock's last change, then product id; `updatedSince` for what changed.",
  scope: "stock",
  query: pageQuery,
  params: noParams,
  answer: answers.stock,
  run: ({ client, now }, { query }) => stockPage(client, { limit: query.limit ?? API_PAGE_DEFAULT, cursor: query.cursor, updatedSince: query.updatedSince }, now),
});

export const productStockEndpoint = defineEndpoint({
  path: "/products/{id}/stock",
  operationId: "getProductStock",
  summary: "One product's stock",
  description: "Available, in transit and expected arrival of one product.",
  scope: "stock",
  query: noQuery,
  params: productPath,
  answer: answers.productStock,
  run: ({ client, now }, { params }) => productStock(client, params.id, now),
});

export const categoriesEndpoint = defineEndpoint({
  path: "/categories",
  operationId: "listCategories",
  summary: "The category tree",
  description: "The brand's three levels of categories in the request's language; an id of any level filters `/products`.",
  scope: "categories",
  query: noQuery,
  params: noParams,
  answer: answers.categories,
  run: ({ client, lng }) => categoriesOf(client, lng),
});

export const ENDPOINTS = [
  productsEndpoint,
  productEndpoint,
  productImagesEndpoint,
  productImageEndpoint,
  productDocumentEndpoint,
  productStockEndpoint,
  stockEndpoint,
  categoriesEndpoint,
] as const;
