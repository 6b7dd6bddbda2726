CREATE TABLE "order_secret" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_secret_order_id_kind_unique" UNIQUE("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "certificate" jsonb;--> statement-breakpoint
ALTER TABLE "order_secret" ADD CONSTRAINT "order_secret_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;