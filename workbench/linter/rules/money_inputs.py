"""`side-effect`: a tool that asks how money is paid or paid out, whose description says nothing
of paying.

`lottery_validate_ticket(barcode, payout_method)` described as "Validate a ticket and tell the
clerk whether it is a winner": a payout method has no use unless the call pays the prize out.
`tattoo_hold_session_slot(..., payment_method_id)` "holds the slot" and charges a deposit;
`court_submit_filing(..., fee_payment_method)` "checks the package" and pays the filing fee. The
input is the tool's own admission that money moves; the description, which the model reads to
decide whether to ask the user first, hides it. `side-effect-undisclosed` (side_effects.py)
reads effects the text states; this reads the one an input states and the text does not.

Silent when the description names any money movement (pay, charge, refund, deposit, order,
donate, 支付, 扣款, 押金...), and when the tool is about the means of payment itself
(`get_saved_payment_method`): then the input is what it reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import split_name

# An input that says how money goes: the means (`payment`, `payout`, `refund`, `fee`) and the
# instrument (`method`, `channel`, `card`, `source`, `account`): `payout_method`,
# `refund_channel`, `fee_payment_method`, `payment_method_id`. `billing_mode` is a setting.
_MEANS = frozenset({"payment", "payout", "refund", "pay", "fee"})
_INSTRUMENT = frozenset({"method", "channel", "card", "source", "instrument", "account"})
# The description owns up to money moving, in any form.
_MONEY_SAID = re.compile(
    r"\b(?:pa(?:y|ys|id|ying|yment|yments|yout|youts)|charg\w*|debit\w*|refund\w*|purchas\w*|"
    r"buy\w*|deposit\w*|bill\w*|invoic\w*|transfer\w*|withdr\w*|redeem\w*|donat\w*|order\w*|"
    r"checkout|cash(?:es|ed)? out|fees?)\b|支付|付款|付费|扣款|扣费|转账|退款|退税|补税|充值|提现|"
    r"购买|押金|缴|收费|计费|下单|订购|捐", re.I)

# A tool that books a payment already made, or says it moves none: the method is a fact recorded
# ("records a completed cash sale", "只写流水，不涉及收款本身", "Logs an expense paid by card"), not
# money this call moves. The bookkeeping verb of the name (`stall_record_sale`, `log_expense`) or
# the text's own words say it.
_BOOKKEEPING = frozenset({"record", "log"})
_RECORDS_PAYMENT = re.compile(
    r"\b(?:records?|logs?|books?|enters?) (?:a |an |the )?(?:completed|past|finished|received|"
    r"manual|offline|cash)\b|\b(?:does not|doesn't|will not|won't|never) (?:actually )?(?:charge|"
    r"collect|take|process|move)\b|\bno (?:money|payment|funds) (?:is |are )?(?:moved|taken|"
    r"charged|collected)\b|\bonly (?:records?|logs?)\b|"
    r"不涉及(?:收款|付款|扣款|支付|资金|钱款)|不(?:会)?(?:实际)?(?:扣款|收款|付款|发起支付)|"
    r"(?:只|仅)(?:写|记|记录)(?:流水|账)|计入[^。；，]{0,6}?流水|记账|记录(?:一笔)?已(?:完成|收到|发生)", re.I)


@rule("payment-input-undisclosed", category="side-effect", severity="warning",
      summary="A tool that takes a payment or payout method moves money: say so in its "
              "description (what is paid, whether it can be undone, to confirm with the user).",
      bad=Example.of(name="lottery_validate_ticket",
                     description="Validate a ticket and tell the clerk whether it is a winner.",
                     properties={"barcode": {"type": "string"},
                                 "payout_method": {"type": "string", "enum": ["cash", "credit"]}}),
      good=[Example.of(name="lottery_redeem_ticket",
                       description="Validate a ticket and, if it wins, pay the prize out by the "
                                   "chosen method. Cannot be undone; confirm with the clerk first.",
                       properties={"barcode": {"type": "string"},
                                   "payout_method": {"type": "string", "enum": ["cash", "credit"]}}),
            Example.of(name="payments_get_saved_payment_method",
                       description="Returns one saved card of the customer.",
                       properties={"payment_method_id": {"type": "string"}})],
      rationale="A payment or payout method is of no use to a call that moves no money; the "
                "description is what the model reads to decide whether to confirm with the user "
                "first (https://modelcontextprotocol.io/docs/concepts/tools#tool-annotations), "
                "and here it hides the charge.")
def check_payment_input(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name_words = set(ctx.name_tokens)
    if name_words & (_MEANS | {"method"}) or _MONEY_SAID.search(ctx.description):
        return  # the tool is about the means of payment, or its text says money moves
    if name_words & _BOOKKEEPING or _RECORDS_PAYMENT.search(ctx.description):
        return  # it books a payment made elsewhere: the method is recorded, no money moves
    for node in ctx.index.top_level_properties():
        words = set(split_name(node.name or ""))
        if not (words & _MEANS and words & _INSTRUMENT):
            continue
        lead = " ".join(ctx.description.split())[:70]
        if ctx.language == "zh":
            message = (f"{tool.name!r} 要求 `{node.name}`（付款或收款的方式），说明调用会付出或退回钱款，"
                       f"而描述（“{lead}”）只字未提：写明会扣款/付款/退款、金额从何而来、能否撤回，"
                       "并要求调用前先与用户确认。")
        else:
            message = (f"{tool.name!r} takes `{node.name}` (how money is paid or paid out), so the "
                       f"call moves money, yet its description ('{lead}') does not say so: say "
                       "that it charges, pays or refunds, how much, whether it can be undone, and "
                       "to confirm with the user before calling.")
        yield Hit(node.pointer, message)
        return
