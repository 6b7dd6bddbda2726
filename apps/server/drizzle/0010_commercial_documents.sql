CREATE TABLE "commercial_document" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"content" jsonb NOT NULL,
	"currency" text NOT NULL,
	"vat_exempt" boolean NOT NULL,
	"total_net_amount" bigint NOT NULL,
	"total_tax_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"seller" jsonb,
	"source_document_id" uuid,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_document_number_key" UNIQUE("account_id","number")
);
--> statement-breakpoint
CREATE TABLE "company_registration" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"register" text NOT NULL,
	"share_capital" bigint NOT NULL,
	"recorded_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commercial_document_series" (
	"account_id" uuid NOT NULL,
	"series_key" text NOT NULL,
	"last_sequence" integer NOT NULL,
	"last_date" text NOT NULL,
	CONSTRAINT "commercial_document_series_account_id_series_key_pk" PRIMARY KEY("account_id","series_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"address" jsonb NOT NULL,
	"email" text NOT NULL,
	"is_business" boolean NOT NULL,
	"registration_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_logo" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commercial_document" ADD CONSTRAINT "commercial_document_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document" ADD CONSTRAINT "commercial_document_source_document_id_commercial_document_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."commercial_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registration" ADD CONSTRAINT "company_registration_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commercial_document_series" ADD CONSTRAINT "commercial_document_series_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_customer" ADD CONSTRAINT "invoice_customer_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_logo" ADD CONSTRAINT "invoice_logo_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_document_account_idx" ON "commercial_document" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "commercial_document_source_idx" ON "commercial_document" USING btree ("source_document_id");--> statement-breakpoint
CREATE INDEX "invoice_customer_account_idx" ON "invoice_customer" USING btree ("account_id");