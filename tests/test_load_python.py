"""load() of Python callables (signature, type hints, docstrings) and pydantic models."""

from __future__ import annotations

import datetime
import enum
import functools
from typing import Any, Dict, List, Literal, Optional, Union

import pytest

from workbench.envelopes.python import parse_docstring, snake_case
from workbench.errors import LoadError
from workbench.loading import load


class Unit(enum.Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def weather_get_forecast(city: str, days: int = 3, unit: Unit = Unit.CELSIUS,
                         detail: Literal["brief", "full"] = "brief", hourly: Optional[bool] = None,
                         tags: list[str] | None = None, limits: dict[str, float] | None = None,
                         start: datetime.date | None = None, anything=None) -> dict:
    """Get the weather forecast for a city.

    Read-only; use it when the user asks about the weather.

    Args:
        city: City name, e.g. "Hangzhou".
        days (int): Number of days, 1 to 7.
            Defaults to 3.
        unit: Temperature unit.

    Returns:
        The forecast.
    """
    return {}


def test_callable_signature_hints_and_google_docstring():
    (tool,) = load(weather_get_forecast)
    assert (tool.name, tool.source_format) == ("weather_get_forecast", "python")
    assert tool.description == ("Get the weather forecast for a city.\n\n"
                                "Read-only; use it when the user asks about the weather.")
    p = tool.parameters
    assert p["required"] == ["city"] and p["additionalProperties"] is False
    props = p["properties"]
    assert props["city"] == {"type": "string", "description": 'City name, e.g. "Hangzhou".'}
    assert props["days"] == {"type": "integer", "description": "Number of days, 1 to 7. Defaults to 3.", "default": 3}
    assert props["unit"] == {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature unit.",
                             "default": "celsius"}
    assert props["detail"] == {"type": "string", "enum": ["brief", "full"], "default": "brief"}
    assert props["hourly"] == {"type": ["boolean", "null"], "default": None}
    assert props["tags"] == {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
                             "default": None}
    assert props["limits"] == {"anyOf": [{"type": "object", "additionalProperties": {"type": "number"}},
                                         {"type": "null"}], "default": None}
    assert props["start"] == {"type": ["string", "null"], "format": "date", "default": None}
    assert props["anything"] == {"default": None}
    assert tool.notes == ()


def numpy_style(order_id: str, amount: float, *args: Any, **extra: Any) -> None:
    """Refund an order.

    Parameters
    ----------
    order_id : str
        Platform order number,
        e.g. ORD-20260901-001.
    amount : float
        Refund amount in CNY.

    Returns
    -------
    None
    """


def rest_style(order_id: str, count: Union[int, str], items: List[Dict[str, int]]) -> None:
    """Cancel an order.

    :param order_id: Platform order number.
    :param int count: How many, as a number
        or a word.
    :returns: nothing
    """


def test_numpy_docstring_and_kwargs_leave_additional_properties_open():
    (tool,) = load(numpy_style)
    assert tool.description == "Refund an order."
    assert tool.parameters["properties"]["order_id"]["description"] == "Platform order number, e.g. ORD-20260901-001."
    assert tool.parameters["properties"]["amount"] == {"type": "number", "description": "Refund amount in CNY."}
    assert "additionalProperties" not in tool.parameters and tool.parameters["required"] == ["order_id", "amount"]


def test_rest_docstring_union_and_nested_generics():
    (tool,) = load(rest_style)
    props = tool.parameters["properties"]
    assert tool.description == "Cancel an order."
    assert props["order_id"]["description"] == "Platform order number."
    assert props["count"] == {"anyOf": [{"type": "integer"}, {"type": "string"}],
                              "description": "How many, as a number or a word."}
    assert props["items"] == {"type": "array", "items": {"type": "object", "additionalProperties": {"type": "integer"}}}


def test_methods_partials_and_lambdas():
    class Service:
        def lookup(self, order_id: str) -> None:
            """Look up an order."""

    (method,) = load(Service().lookup)
    assert method.name == "lookup" and list(method.parameters["properties"]) == ["order_id"]
    (partial,) = load(functools.partial(rest_style, "ORD-1"))
    assert partial.name == "rest_style" and "order_id" not in partial.parameters["properties"]
    (anon,) = load(lambda x: x)
    assert anon.name == "<lambda>" and anon.parameters["properties"] == {"x": {}}


def test_parse_docstring_without_sections():
    assert parse_docstring("Just a summary.") == ("Just a summary.", {})


def test_format_python_on_a_non_callable_is_a_load_error():
    with pytest.raises(LoadError):
        load(42, format="python")
    with pytest.raises(LoadError, match="pydantic model class"):
        load(rest_style, format="pydantic")


def test_snake_case():
    assert [snake_case(n) for n in ("RefundRequest", "HTTPRequestBody", "order")] == [
        "refund_request", "http_request_body", "order"]


pydantic = pytest.importorskip("pydantic")


class Address(pydantic.BaseModel):
    city: str
    zip_code: Optional[str] = None


class CreateDelivery(pydantic.BaseModel):
    """Create a delivery for an order. Changes state."""

    order_id: str = pydantic.Field(description="Platform order number, e.g. ORD-20260901-001.")
    address: Address
    priority: Literal["normal", "express"] = "normal"


def test_pydantic_model_keeps_defs_and_names_the_tool_in_snake_case():
    (tool,) = load(CreateDelivery)
    assert (tool.name, tool.source_format) == ("create_delivery", "pydantic")
    assert tool.description == "Create a delivery for an order. Changes state."
    p = tool.parameters
    assert p["type"] == "object" and p["required"] == ["order_id", "address"]
    assert p["properties"]["address"] == {"$ref": "#/$defs/Address"}
    assert set(p["$defs"]) == {"Address"}
    assert p["properties"]["priority"]["enum"] == ["normal", "express"]
    assert tool.notes == ()


def test_pydantic_model_as_a_parameter_type_lifts_its_defs():
    def deliver(request: CreateDelivery) -> None:
        """Deliver."""

    (tool,) = load(deliver)
    assert tool.parameters["properties"]["request"]["properties"]["address"] == {"$ref": "#/$defs/Address"}
    assert set(tool.parameters["$defs"]) == {"Address"}


def test_pydantic_model_without_docstring():
    class Bare(pydantic.BaseModel):
        x: int

    (tool,) = load(Bare)
    assert tool.name == "bare" and tool.description is None
