"""The first seed article's tools, verbatim, in its own OpenAI-style shape (name, description,
parameters, strict). One copy for every test that needs them."""

# Seed 1 §7.1: the bad `query` tool, verbatim.
QUERY = {"name": "query", "description": "查询物流", "parameters": {
    "type": "object", "properties": {"id": {"type": "string"}, "lang": {"type": "string"}}}}

# Seed 1 §7.2: the improved version, verbatim.
SHIPPING = {
    "name": "shipping_get_tracking",
    "description": "根据订单号查询当前用户有权访问的物流状态、承运商和最近一条轨迹。仅用于读取，不会修改订单或联"
                   "系承运商。当用户询问订单配送进度、物流状态或预计送达时间时使用。",
    "parameters": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string",
                         "description": "平台订单号，例如 ORD-20260901-001。不要填写物流单号、商品名称或手机号。",
                         "pattern": "^ORD-[0-9]{8}-[0-9]{3,}$"},
            "language": {"type": ["string", "null"], "enum": ["zh-CN", "en-US"],
                         "description": "物流状态的返回语言。传 null 表示使用用户会话语言。"},
        },
        "required": ["order_id", "language"], "additionalProperties": False},
    "strict": True,
}

# Seed 1 §1, verbatim.
COMMERCE = {
    "name": "commerce_get_order",
    "description": "根据订单号查询当前用户有权访问的订单状态、金额和物流摘要。仅用于查询，不会修改订单。",
    "parameters": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string",
                         "description": "订单号，例如 ORD-20260901-001。不要填写商品名称、手机号或自然语言描述。"},
            "include_items": {"type": ["boolean", "null"],
                              "description": "是否返回订单中的商品明细。传 null 表示使用系统默认值。"},
        },
        "required": ["order_id", "include_items"], "additionalProperties": False},
    "strict": True,
}

# Seed 1 §11.4 and §11.1, verbatim.
GET_ACCOUNT = {"name": "get_account", "parameters": {
    "type": "object", "properties": {"user_id": {"type": "string"}}, "required": ["user_id"]}}
MANAGE_ORDER = {"name": "manage_order", "description": "管理订单", "parameters": {
    "type": "object", "properties": {"action": {"type": "string"}, "order_id": {"type": "string"},
                                     "payload": {}}}}
