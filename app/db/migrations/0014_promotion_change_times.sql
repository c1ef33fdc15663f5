CREATE INDEX "promotions_starts_idx" ON "promotions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "promotions_ends_idx" ON "promotions" USING btree ("ends_at");--> statement-breakpoint
-- A promotion changes the prices of its products (decision 0107, amended): the API's incremental
-- sync must see them. An item put in, changed or taken out of a promotion, and a promotion whose
-- period or kind changes, move the products' updated_at now; a promotion that starts or ends as
-- time passes moves them through the `promotion-boundaries` job (app/services/catalogue/
-- promotion-boundaries.server.ts), which no trigger can do.
CREATE FUNCTION promotion_items_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An order taking some of a limited promotion quantity (remaining_qty) changes no price: every
  -- order would otherwise touch its products.
  IF TG_OP = 'UPDATE' AND (NEW.promotion_id, NEW.product_id, NEW.currency, NEW.activity_price_minor, NEW.activity_rate_bp, NEW.quantity_limit, NEW.per_account_limit)
     IS NOT DISTINCT FROM (OLD.promotion_id, OLD.product_id, OLD.currency, OLD.activity_price_minor, OLD.activity_rate_bp, OLD.quantity_limit, OLD.per_account_limit) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET updated_at = now() WHERE id = OLD.product_id AND updated_at <> now();
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET updated_at = now() WHERE id = NEW.product_id AND updated_at <> now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER promotion_items_touch_product AFTER INSERT OR UPDATE OR DELETE ON promotion_items
  FOR EACH ROW EXECUTE FUNCTION promotion_items_touch_product();--> statement-breakpoint
CREATE FUNCTION promotions_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.starts_at, NEW.ends_at, NEW.kind, NEW.vip_type) IS DISTINCT FROM (OLD.starts_at, OLD.ends_at, OLD.kind, OLD.vip_type) THEN
    UPDATE products SET updated_at = now()
    WHERE id IN (SELECT product_id FROM promotion_items WHERE promotion_id = NEW.id) AND updated_at <> now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER promotions_touch_products AFTER UPDATE ON promotions
  FOR EACH ROW EXECUTE FUNCTION promotions_touch_products();
