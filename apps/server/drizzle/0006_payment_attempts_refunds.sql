CREATE TABLE "payment_refund" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "attempt" integer;--> statement-breakpoint
UPDATE "payment" SET "attempt" = "numbered"."attempt" FROM (SELECT "id", row_number() OVER (PARTITION BY "order_id" ORDER BY "created_at", "id") AS "attempt" FROM "payment") AS "numbered" WHERE "payment"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "attempt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_session" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_session" ADD COLUMN "refund_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_session" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_due_idx" ON "payment_refund" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_attempt_unique" UNIQUE("order_id","attempt");