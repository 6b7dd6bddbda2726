CREATE TABLE "expense" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"supplier_nif" text NOT NULL,
	"supplier_name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"base" bigint NOT NULL,
	"iva_rate" double precision NOT NULL,
	"iva" bigint NOT NULL,
	"total" bigint NOT NULL,
	"deductible_share" double precision NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"upload_id" uuid,
	"file_name" text,
	"content_type" text,
	"size" bigint,
	"sha256" text,
	"storage_key" text,
	"bucket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_account_date_idx" ON "expense" USING btree ("account_id","date","created_at");