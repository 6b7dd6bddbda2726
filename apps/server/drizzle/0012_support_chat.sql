CREATE TABLE "support_conversation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_operator_id" text,
	"assigned_operator_name" text,
	"founder_read_sequence" bigint DEFAULT 0 NOT NULL,
	"operator_read_sequence" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"unread_email_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_message_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_conversation_id_support_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversation_one_open_idx" ON "support_conversation" USING btree ("customer_id") WHERE "support_conversation"."status" = 'open';--> statement-breakpoint
CREATE INDEX "support_conversation_customer_idx" ON "support_conversation" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "support_conversation_activity_idx" ON "support_conversation" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_message_conversation_idx" ON "support_message" USING btree ("conversation_id","sequence");--> statement-breakpoint
CREATE INDEX "support_message_unread_email_idx" ON "support_message" USING btree ("created_at") WHERE "support_message"."author" = 'operator' and "support_message"."unread_email_checked_at" is null;